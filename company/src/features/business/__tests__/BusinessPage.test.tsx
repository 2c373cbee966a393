import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import BusinessPage from '../components/BusinessPage';
import { farmPayload, sisterCompanyPayload, sitePayload } from '@starfamily/shared/testing';

const slider = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });
const toggleOf = (name: string) => within(card(name)).getByRole('button');

function answerAll() {
  answer('farms-list', [farmPayload(1, 'Konta Farm'), farmPayload(2, 'Sheko Farm'), farmPayload(3, 'Small Plot', '<p>Short <b>text</b>.</p>')]);
  answer('warehouses-list', [sitePayload(11, 'Adama Warehouse'), sitePayload(12, 'Dire Dawa Warehouse')]);
  answer('sister-companies-list', [sisterCompanyPayload(21, 'Star Tyres', 'sisters/tyres-logo.svg'), sisterCompanyPayload(22, 'Star Homes', null)]);
}

describe('BusinessPage', () => {
  // A desktop window (jsdom's is 1024 px): three cards to a slider, as spec §9 says above 1200 px.
  const original = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1600;
  });
  afterEach(() => {
    window.innerWidth = original;
  });

  it('shows the three sliders with their cards', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Business' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Konta Farm' });
    expect(within(slider('Our Organic Farms')).getAllByRole('article')).toHaveLength(3);
    expect(within(slider('Our Warehouses')).getAllByRole('article')).toHaveLength(2);
    expect(within(slider('Our Sister Companies')).getAllByRole('article')).toHaveLength(2);
  });

  it('a card shows image, name, the description stripped and cut to 100 characters, location with address, size, map and crops', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    const farm = within(await screen.findByRole('article', { name: 'Konta Farm' }));
    expect(farm.getByRole('img', { name: 'Konta Farm' })).toHaveAttribute('src', 'http://api.test/storage/business/b1.svg');
    const preview = farm.getByText(/^Shade-grown/);
    expect(preview.textContent).toHaveLength(103);
    expect(preview.textContent).toMatch(/\.\.\.$/);
    expect(preview.innerHTML).not.toContain('<p>');
    expect(farm.getByText('Konta, Ameya, South West Ethiopia')).toBeInTheDocument();
    expect(farm.getByText('300 ha')).toBeInTheDocument();
    expect(farm.getByText('Coffee, spices')).toBeInTheDocument();
    expect(farm.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', 'https://maps.example/1');
    expect(within(card('Adama Warehouse')).queryByText('Crops')).not.toBeInTheDocument();
  });

  it('Read More shows the whole description and Show Less cuts it again; short descriptions have no toggle', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    await screen.findByRole('article', { name: 'Konta Farm' });
    const toggle = toggleOf('Konta Farm');
    expect(toggle).toHaveTextContent('Read More');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Show Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('Konta Farm')).getByText(/at Konta Farm\.$/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Read More');
    expect(within(card('Small Plot')).getByText('Short text.')).toBeInTheDocument();
    expect(within(card('Small Plot')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('farm and warehouse cards toggle independently', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    await screen.findByRole('article', { name: 'Konta Farm' });
    await userEvent.click(toggleOf('Konta Farm'));
    await userEvent.click(toggleOf('Sheko Farm'));
    await userEvent.click(toggleOf('Adama Warehouse'));
    await userEvent.click(toggleOf('Dire Dawa Warehouse'));
    for (const name of ['Konta Farm', 'Sheko Farm', 'Adama Warehouse', 'Dire Dawa Warehouse']) {
      expect(toggleOf(name)).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('in the sister-company slider only one card is expanded at a time', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    await screen.findByRole('article', { name: 'Star Tyres' });
    await userEvent.click(toggleOf('Star Tyres'));
    expect(toggleOf('Star Tyres')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggleOf('Star Homes'));
    expect(toggleOf('Star Homes')).toHaveAttribute('aria-expanded', 'true');
    expect(toggleOf('Star Tyres')).toHaveAttribute('aria-expanded', 'false');
  });

  it('sister companies show their logo, or the image when there is none, and a website link', async () => {
    answerAll();
    renderWithProviders(<BusinessPage />);
    const tyres = within(await screen.findByRole('article', { name: 'Star Tyres' }));
    expect(tyres.getByRole('img', { name: 'Star Tyres logo' })).toHaveAttribute('src', 'http://api.test/storage/sisters/tyres-logo.svg');
    expect(tyres.getByRole('link', { name: /Visit website/ })).toHaveAttribute('href', 'https://sister21.example');
    expect(within(card('Star Homes')).getByRole('img', { name: 'Star Homes logo' })).toHaveAttribute('src', 'http://api.test/storage/business/b22.svg');
    expect(within(card('Konta Farm')).queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
  });
});
