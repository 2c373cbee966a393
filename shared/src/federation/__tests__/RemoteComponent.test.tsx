import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteComponent } from '../RemoteComponent';

// The federation runtime is the network edge here: it fetches another server's remoteEntry.js.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

describe('RemoteComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the exposed component with its props', async () => {
    loadRemoteMock.mockResolvedValue({ default: ({ who }: { who: string }) => <p>Hello {who}</p> });
    render(<RemoteComponent module="catalogue/Greeting" label="Greeting" props={{ who: 'Addis' }} />);
    expect(await screen.findByText('Hello Addis')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('catalogue/Greeting');
  });

  it('marks its wrapper ready only once the section itself has mounted', async () => {
    let resolve: (module: { default: () => ReactNode }) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise((done) => (resolve = done)));
    const { container } = render(<RemoteComponent module="catalogue/Greeting" label="Greeting" />);
    const wrapper = container.querySelector('[data-remote-section="catalogue/Greeting"]')!;
    expect(wrapper).not.toHaveAttribute('data-section-ready');
    resolve({ default: () => <p>Hello</p> });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(wrapper).toHaveAttribute('data-section-ready');
  });

  it('shows a fallback with a retry when the remote is down, and recovers on retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
    render(<RemoteComponent module="catalogue/ServicesCarousel" label="Our Services" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our Services: this section could not be loaded.');

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h2>Our Services</h2> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a remote that resolves to nothing as a failure, not as an empty area', async () => {
    loadRemoteMock.mockResolvedValue(undefined as never);
    render(<RemoteComponent module="company/TeamSection" label="Team members" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Team members');
  });
});

describe('a part of another remote with props and a fallback', () => {
  it('passes the props to the part, and shows the fallback (writing by email) when its remote is down', async () => {
    const { WriteToUs } = await import('../../components/WriteToUs');
    const { answer, businessSetupPayload, renderWithProviders } = await import('../../testing');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('business-setup', businessSetupPayload);
    loadRemoteMock.mockRejectedValueOnce(new Error('down'));
    renderWithProviders(
      <RemoteComponent
        module="contact/ContactForm"
        label="Contact form"
        props={{ heading: "Have project in mind? Let's discuss." }}
        fallback={<WriteToUs />}
      />,
    );
    expect(await screen.findByRole('link', { name: 'info@starfamily.example' })).toHaveAttribute('href', 'mailto:info@starfamily.example');
    expect(loadRemoteMock).toHaveBeenCalledWith('contact/ContactForm');

    loadRemoteMock.mockResolvedValueOnce({ default: ({ heading }: { heading: string }) => <h2>{heading}</h2> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Have project in mind? Let's discuss." })).toBeInTheDocument();
  });
});
