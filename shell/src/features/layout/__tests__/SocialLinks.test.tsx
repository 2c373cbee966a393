import { render, screen } from '@testing-library/react';
import { SocialLinks } from '../SocialLinks';

describe('social links', () => {
  it('shows only links that are web addresses', () => {
    render(
      <SocialLinks
        links={{ facebookLink: 'https://facebook.example/sf', twitterLink: 'javascript:alert(1)', instagramLink: 'data:text/html,x' }}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://facebook.example/sf']);
  });
});
