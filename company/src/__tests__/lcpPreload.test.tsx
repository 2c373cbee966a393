// The head's preload must name exactly the AVIF srcset and sizes the page's LCP <source> has, or the browser fetches
// the picture twice. Rendered with the real store; the head reads that same store.
import { screen, waitFor } from '@testing-library/react';
import {
  answer,
  businessSetupPayload,
  PHOTO_PATHS,
  picturesPayload,
  renderWithProviders,
  teamMemberPayload,
  headContextOf,
  avifSourceOf,
  TEST_API_BASE,
} from '@starfamily/shared/testing';
import type { PageHead } from '@starfamily/shared';
import routes, { aboutRoute, teamMemberRoute } from '../routes';
import HeroSlider from '../features/home/components/HeroSlider';
import AboutPage from '../features/about/components/AboutPage';
import TeamMemberPage from '../features/team/components/TeamMemberPage';
import { heroSlidePayload } from '@starfamily/shared/testing';

const [HARVEST, WAREHOUSE] = PHOTO_PATHS;

describe('the LCP picture and its preload', () => {
  it('home: the first hero slide, at high priority', async () => {
    answer('hero_list', [
      { ...heroSlidePayload(1, 'Coffee'), file: HARVEST },
      { ...heroSlidePayload(2, 'Sesame'), file: WAREHOUSE },
    ]);
    const { store, container } = renderWithProviders(<HeroSlider />);
    await screen.findByRole('heading', { name: 'Coffee' });
    // The slides' pictures are decorative (alt=""): found by their renditions' version.
    const version = picturesPayload[HARVEST]!.version;
    const find = () => container.querySelector<HTMLElement>(`img[srcset*="/${version}/"]`);
    await waitFor(() => expect(find()).not.toBeNull());
    const first = find()!;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(routes.sections!.HeroSlider!.preloadImage!(headContextOf(store))).toEqual(avifSourceOf(first));
  });

  it('/about: the about picture (lazy in the home page, where the hero opens it)', async () => {
    answer('business-setup', { ...businessSetupPayload, images: [WAREHOUSE, 'about/coffee.svg'] });
    for (const path of ['teams-list', 'testimonial-list', 'partners-list']) answer(path, []);
    const { store } = renderWithProviders(<AboutPage />);
    const picture = await screen.findByRole('img', { name: /StarFamily, picture 1 of 2/ });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    const head = aboutRoute.head!(headContextOf(store)) as PageHead;
    expect(head.preloadImage).toEqual(avifSourceOf(picture));
  });

  it('/team-single/:id: the member’s picture, also the link preview', async () => {
    answer('teams-list/3', { ...teamMemberPayload(3, 'Meron Alemu', 'General Manager'), image: HARVEST, position: 'General Manager' });
    const { store } = renderWithProviders(<TeamMemberPage />, { route: '/team-single/3', path: '/team-single/:id' });
    const picture = await screen.findByRole('img', { name: 'Meron Alemu' });
    const head = teamMemberRoute.head!(headContextOf(store, '/team-single/3', { id: '3' }));
    expect(head.preloadImage).toEqual(avifSourceOf(picture));
    expect(head.image).toEqual({
      url: `${TEST_API_BASE}/storage/renditions/${picturesPayload[HARVEST]!.version}/og.jpg`,
      alt: 'Meron Alemu',
    });
  });
});
