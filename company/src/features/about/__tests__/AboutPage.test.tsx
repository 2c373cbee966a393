import { screen, within } from '@testing-library/react';
import { answer, businessSetupPayload, renderWithProviders, teamMemberPayload } from '@starfamily/shared/testing';
import AboutPage from '../components/AboutPage';
import { testimonialPayload, partnerPayload } from '@starfamily/shared/testing';

describe('AboutPage', () => {
  beforeEach(() => {
    answer('business-setup', businessSetupPayload);
    answer('teams-list', [teamMemberPayload(1, 'Abebe Kebede')]);
    answer('testimonial-list', [testimonialPayload(1, 'Katrin Vogel')]);
    answer('partners-list', [partnerPayload(1, 'Horn Shipping Lines')]);
  });

  it('has the About Us banner with the Home > About breadcrumb', async () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'About']);
    await screen.findByRole('heading', { name: 'Our Mission' });
  });

  it('shows the mission with the motto and the vision with the core values', async () => {
    renderWithProviders(<AboutPage />);
    const mission = (await screen.findByRole('heading', { name: 'Our Mission' })).closest('article')!;
    expect(mission).toHaveTextContent(businessSetupPayload.mission);
    expect(mission).toHaveTextContent(businessSetupPayload.motto);
    const vision = screen.getByRole('heading', { name: 'Our Vision' }).closest('article')!;
    expect(vision).toHaveTextContent(businessSetupPayload.vision);
    expect(vision).toHaveTextContent(businessSetupPayload.coreValue);
  });

  it('lists the four skills with their exact percentages', async () => {
    renderWithProviders(<AboutPage />);
    const skills = within(screen.getByRole('heading', { name: 'What We Do Best' }).closest('section')!).getAllByRole('listitem');
    expect(skills.map((skill) => skill.textContent)).toEqual([
      'Export and Supply Chain Management100%',
      'Agribusiness and Value Addition99%',
      'Organizational Leadership and Management98.5%',
      'Innovation and Continuous Improvement98%',
    ]);
    await screen.findByRole('heading', { name: 'Our Mission' });
  });

  it('reuses the about block, fun facts, team, testimonials and partners sections', async () => {
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByText('551+')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Abebe Kebede' })).toHaveAttribute('href', '/team-single/1');
    expect(await screen.findByRole('heading', { name: 'CLIENT TESTIMONIAL' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'OUR HONORABLE PARTNERS' })).toBeInTheDocument();
  });
});
