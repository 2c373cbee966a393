import { screen } from '@testing-library/react';
import { answer, renderWithProviders, teamMemberPayload } from '@starfamily/shared/testing';
import TeamSection from '../components/TeamSection';
import TeamPage from '../components/TeamPage';

describe('team', () => {
  it('home section shows TEAM MEMBERS / We Have Skilled People with each member linking to their page', async () => {
    answer('teams-list', [teamMemberPayload(1, 'Abebe Kebede', 'General Manager'), teamMemberPayload(2, 'Hana Tesfaye')]);
    renderWithProviders(<TeamSection />);
    expect(screen.getByRole('heading', { name: 'TEAM MEMBERS' })).toBeInTheDocument();
    expect(screen.getByText('We Have Skilled People')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Abebe Kebede' })).toHaveAttribute('href', '/team-single/1');
    expect(screen.getByText('General Manager')).toBeInTheDocument();
  });

  it('team page says when the team could not be loaded', async () => {
    answer('teams-list', { message: 'boom' }, 500);
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
