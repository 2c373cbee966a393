import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders, TEST_API_BASE } from '@starfamily/shared/testing';
import { projectPayload } from '@starfamily/shared/testing';
import ProjectDetailPage from '../components/ProjectDetailPage';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../testing/federationStub').federationRuntimeStub());

const renderAt = (id: string) =>
  renderWithProviders(<ProjectDetailPage />, { route: `/project-single/${id}`, path: '/project-single/:id' });

const facts = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ProjectDetailPage', () => {
  it('shows title, description, gallery, every fact that exists with a $ budget, related projects and the contact form', async () => {
    answer('projects-list/1', {
      ...projectPayload(1, 'Konta coffee farm'),
      details: '<p>Washing station and <b>drying beds</b></p>',
      client_name: 'StarFamily Agro',
      project_manager: 'Abebe Kebede',
      location: 'Konta, SNNPR',
      status: 'Completed',
      start_date: '2021-03-01',
      end_date: '2022-11-30',
      budget: 1250000,
      notes: 'Finished ahead of the harvest.',
    });
    answer(
      'projects-list',
      [1, 2, 3, 4, 5].map((id) => projectPayload(id)),
    );
    renderAt('1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading project...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Konta coffee farm' })).toBeInTheDocument();
    expect(screen.getByText('Konta coffee farm description')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Konta coffee farm' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/projects/pr1.svg`);
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Konta coffee farm' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/projects/pr1-a.svg`);

    expect(facts()).toEqual([
      ['Details', 'Washing station and drying beds'],
      ['Client', 'StarFamily Agro'],
      ['Project Manager', 'Abebe Kebede'],
      ['Location', 'Konta, SNNPR'],
      ['Status', 'Completed'],
      ['Start Date', '2021-03-01'],
      ['End Date', '2022-11-30'],
      ['Budget', '$1,250,000.00'],
      ['Notes', 'Finished ahead of the harvest.'],
    ]);
    const related = await screen.findByRole('region', { name: 'Related Projects' });
    expect(
      within(related)
        .getAllByRole('link', { name: /^Project \d$/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/project-single/2', '/project-single/3', '/project-single/4']);
    expect(await screen.findByRole('heading', { level: 2, name: "Have project in mind? Let's discuss." })).toBeInTheDocument();
  });

  it('lists only the facts that exist, and says No related projects found. when it is the only project', async () => {
    answer('projects-list/2', { ...projectPayload(2, 'Sesame warehouse'), location: 'Humera', budget: 0, notes: null });
    answer('projects-list', [projectPayload(2, 'Sesame warehouse')]);
    renderAt('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesame warehouse' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Location', 'Humera'],
      ['Budget', '$0.00'],
    ]);
    expect(await screen.findByText('No related projects found.')).toBeInTheDocument();
  });

  it('says Project not found for an unknown id', async () => {
    answer('projects-list/77', { error: 'Not Found', message: 'Project 77 not found' }, 404);
    renderAt('77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
