import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { answer, renderWithProviders, servicePayload, TEST_API_BASE } from '@starfamily/shared/testing';
import ServiceDetailPage from '../components/ServiceDetailPage';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../testing/federationStub').federationRuntimeStub());

const renderAt = (id: string) =>
  renderWithProviders(<ServiceDetailPage />, { route: `/service-single/${id}`, path: '/service-single/:id' });

describe('ServiceDetailPage', () => {
  it('titles the page with the service name and shows gallery, HTML text, three related services and the contact form', async () => {
    answer('service/2', { ...servicePayload(2, 'Tyre import'), details: '<p>From <b>Asia</b></p>' });
    answer(
      'service',
      [1, 2, 3, 4, 5].map((id) => servicePayload(id)),
    );
    renderAt('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading service...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tyre import' })).toBeInTheDocument();
    expect(screen.getByText('Tyre import description')).toBeInTheDocument();
    expect(screen.getByText('Asia', { selector: 'b' })).toBeInTheDocument();

    // images arrive as a JSON-encoded string: banner plus the parsed list make the gallery
    expect(screen.getByRole('img', { name: 'Tyre import' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/services/s2.svg`);
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Tyre import' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/services/s2-a.svg`);

    const related = await screen.findByRole('region', { name: 'Related Services' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Service 1', 'Service 3', 'Service 4']);
    expect(await screen.findByRole('heading', { level: 2, name: "Need this service? Let's discuss." })).toBeInTheDocument();
  });

  it('uses the service list handed over by the home carousel when the list itself cannot be loaded', async () => {
    answer('service/3', servicePayload(3, 'Real estate'));
    answer('service', { message: 'boom' }, 500);
    const handedOver = [servicePayload(1, 'Coffee export'), servicePayload(3, 'Real estate')].map((s) => ({ ...s, images: [] }));
    renderWithProviders(<ServiceDetailPage />, {
      route: '/from-home',
      path: '/service-single/:id',
      routes: [{ path: '/from-home', element: <Navigate to="/service-single/3" state={{ services: handedOver }} /> }],
    });
    const related = await screen.findByRole('region', { name: 'Related Services' });
    expect(within(related).getByRole('heading', { name: 'Coffee export' })).toBeInTheDocument();
    expect(within(related).queryByRole('heading', { name: 'Real estate' })).not.toBeInTheDocument();
  });

  it('says Service not found for an unknown id', async () => {
    answer('service/99', { error: 'Not Found', message: 'Service 99 not found' }, 404);
    renderAt('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/service');
  });
});
