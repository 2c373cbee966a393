import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { answer, server, TEST_API_BASE } from '../../testing/server';
import { picturesPayload } from '../../testing/fixtures';
import { RENDITION_WIDTHS } from '../../pictures/pictures';
import { GRID_CARD_SIZES } from '../pictureSizes';
import { StorageImage } from '../StorageImage';
import { WidgetPictureSizesContext } from '../widgetPictureSizes';
import { sizesForWidth } from '../../pictures/sizesAt';

const PHOTO = 'photos/harvest.jpg';
const VERSION = picturesPayload[PHOTO]!.version;
const rendition = (width: number, extension: string) => `${TEST_API_BASE}/storage/renditions/${VERSION}/${width}.${extension}`;
const srcSet = (extension: string) => RENDITION_WIDTHS.map((width) => `${rendition(width, extension)} ${width}w`).join(', ');
/** The JPEG `src`: a middle rendition, never the multi-MB original. */
const MIDDLE = RENDITION_WIDTHS[Math.floor(RENDITION_WIDTHS.length / 2)]!;

describe('StorageImage', () => {
  it('offers a photo as AVIF, WebP and JPEG renditions at every width, lazily, keeping the layout box', async () => {
    renderWithProviders(<StorageImage path={PHOTO} alt="Harvest" width={400} height={300} sizes={GRID_CARD_SIZES} />);
    const img = await screen.findByRole('img', { name: 'Harvest' });
    const sources = img.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', srcSet('avif'));
    expect(sources[0]).toHaveAttribute('sizes', GRID_CARD_SIZES);
    expect(sources[1]).toHaveAttribute('srcset', srcSet('webp'));
    expect(img).toHaveAttribute('srcset', srcSet('jpg'));
    expect(img).toHaveAttribute('sizes', GRID_CARD_SIZES);
    expect(img).toHaveAttribute('src', rendition(MIDDLE, 'jpg'));
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.aspectRatio).toBe('400 / 300');
  });

  it('loads the route’s LCP picture at once and at high priority; an eager one at once only', async () => {
    renderWithProviders(
      <>
        <StorageImage path={PHOTO} alt="Hero" width={1600} height={700} sizes="100vw" priority />
        <StorageImage path="photos/warehouse.jpg" alt="Logo" width={160} height={48} sizes="160px" eager />
      </>,
    );
    const hero = await screen.findByRole('img', { name: 'Hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const logo = screen.getByRole('img', { name: 'Logo' });
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).not.toHaveAttribute('fetchpriority');
  });

  it('shows an SVG as it is, without asking for the manifest', () => {
    const { store } = renderWithProviders(<StorageImage path="brand/logo.svg" alt="StarFamily" width={160} height={48} sizes="160px" />);
    const img = screen.getByRole('img', { name: 'StarFamily' });
    expect(img).toHaveAttribute('src', `${TEST_API_BASE}/storage/brand/logo.svg`);
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
    expect(Object.keys(store.getState().contentApi.queries)).toEqual([]);
  });

  it('holds a same-size empty box, and downloads nothing, until the manifest has come', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${TEST_API_BASE}/api/pictures`, async () => {
        await arrived;
        return HttpResponse.json(picturesPayload);
      }),
    );
    const { container } = renderWithProviders(
      <StorageImage path={PHOTO} alt="Harvest" width={400} height={300} sizes="50vw" className="sf-card__image" />,
    );
    const box = container.querySelector<HTMLElement>('[data-picture-pending]')!;
    expect(box).toHaveClass('sf-card__image');
    expect(box.style.aspectRatio).toBe('400 / 300');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();

    release();
    expect(await screen.findByRole('img', { name: 'Harvest' })).toHaveAttribute('src', rendition(MIDDLE, 'jpg'));
    expect(container.querySelector('[data-picture-pending]')).toBeNull();
  });

  it('shows the original when the manifest fails or does not know the picture', async () => {
    answer('pictures', { message: 'down' }, 503);
    renderWithProviders(<StorageImage path={PHOTO} alt="Harvest" width={400} height={300} sizes="50vw" />);
    const img = await screen.findByRole('img', { name: 'Harvest' });
    expect(img).toHaveAttribute('src', `${TEST_API_BASE}/storage/${PHOTO}`);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('crops a media-library picture around its focal point and uses its alt text where the content has none', async () => {
    const media = 'media/0123456789abcdef0123456789abcdef.jpg';
    answer('pictures', {
      ...picturesPayload,
      [media]: { ...picturesPayload[PHOTO]!, alt: 'Cherries on the branch', focal: { x: 0.25, y: 0.8 } },
    });
    renderWithProviders(<StorageImage path={media} alt="" width={400} height={300} sizes="50vw" />);
    const img = await screen.findByRole('img', { name: 'Cherries on the branch' });
    expect(img.style.objectPosition).toBe('25% 80%');
  });

  it('shows the original of a picture the manifest does not list', async () => {
    renderWithProviders(<StorageImage path="photos/unknown.png" alt="Unknown" width={400} height={300} sizes="50vw" />);
    const img = await screen.findByRole('img', { name: 'Unknown' });
    expect(img).toHaveAttribute('src', `${TEST_API_BASE}/storage/photos/unknown.png`);
    expect(img.closest('picture')).toBeNull();
  });

  it('inside a widget sizes the picture for the widget’s column, not the partner’s window, and claims no priority', async () => {
    renderWithProviders(
      <WidgetPictureSizesContext.Provider value={sizesForWidth(700)}>
        <StorageImage path={PHOTO} alt="Harvest" width={400} height={300} sizes={GRID_CARD_SIZES} priority />
      </WidgetPictureSizesContext.Provider>,
    );
    const img = await screen.findByRole('img', { name: 'Harvest' });
    // Two columns in a 700 px column: (700 - 64) / 2.
    expect(img).toHaveAttribute('sizes', '318px');
    expect(img.closest('picture')!.querySelector('source')).toHaveAttribute('sizes', '318px');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});
