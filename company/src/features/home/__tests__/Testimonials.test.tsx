import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import Testimonials, { TESTIMONIAL_SETTINGS } from '../components/Testimonials';
import { testimonialPayload } from '@starfamily/shared/testing';
import { useGetTestimonialsQuery } from '../api/homeApi';

/** Says when the testimonials have been answered: until then "nothing shown" proves nothing. */
function Answered() {
  const { isSuccess } = useGetTestimonialsQuery();
  return isSuccess ? <p>answered</p> : null;
}

const largeImage = () => screen.getByRole('img', { name: /, Buyer \d$/ });

describe('Testimonials', () => {
  afterEach(() => jest.useRealTimers());

  it('shows CLIENT TESTIMONIAL / Best Word Our Clients and the first testimonial with its banner as the large image', async () => {
    answer('testimonial-list', [testimonialPayload(1, 'Katrin Vogel', 2), testimonialPayload(2, 'Kenji Watanabe')]);
    renderWithProviders(<Testimonials />);
    expect(await screen.findByRole('heading', { name: 'CLIENT TESTIMONIAL' })).toBeInTheDocument();
    expect(screen.getByText('Best Word Our Clients')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Title from Katrin Vogel' })).toBeInTheDocument();
    expect(largeImage()).toHaveAttribute('src', 'http://api.test/storage/testimonials/t1.svg');
    const thumbs = within(screen.getByRole('list', { name: 'Pictures from Katrin Vogel' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('a thumbnail becomes the large image and the selected one; changing slide shows that testimonial’s banner', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer('testimonial-list', [testimonialPayload(1, 'Katrin Vogel', 2), testimonialPayload(2, 'Kenji Watanabe', 1)]);
    renderWithProviders(<Testimonials />);
    const thumbs = within(await screen.findByRole('list', { name: 'Pictures from Katrin Vogel' })).getAllByRole('button');

    await user.click(thumbs[2]!);
    expect(largeImage()).toHaveAttribute('src', 'http://api.test/storage/testimonials/t1-2.svg');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => jest.advanceTimersByTime(600));
    expect(largeImage()).toHaveAttribute('src', 'http://api.test/storage/testimonials/t2.svg');
    expect(largeImage()).toHaveAccessibleName('Kenji Watanabe, Buyer 2');
    const secondThumbs = within(screen.getByRole('list', { name: 'Pictures from Kenji Watanabe' })).getAllByRole('button');
    expect(secondThumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a looping fade slider showing one testimonial at a time, 500 ms', () => {
    expect(TESTIMONIAL_SETTINGS).toMatchObject({ slidesToShow: 1, fade: true, speed: 500, infinite: true });
  });

  it('renders nothing without testimonials', async () => {
    answer('testimonial-list', []);
    renderWithProviders(
      <>
        <div data-testid="section">
          <Testimonials />
        </div>
        <Answered />
      </>,
    );
    await screen.findByText('answered');
    expect(screen.getByTestId('section')).toBeEmptyDOMElement();
  });
});
