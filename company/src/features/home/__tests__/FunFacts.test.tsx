import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@starfamily/shared/testing';
import FunFacts from '../components/FunFacts';

describe('FunFacts', () => {
  it('shows the four static figures of the spec', () => {
    renderWithProviders(<FunFacts />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['1,520', '551+', '50+', '16+']);
    expect(items[1]).toHaveTextContent(/farmland in Konta & Sheko/i);
    expect(items[3]).toHaveTextContent(/industry experience/i);
  });
});
