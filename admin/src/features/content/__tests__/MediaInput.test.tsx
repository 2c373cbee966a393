// A picture field's media picker: choose from the library, or upload a new picture with its alt text (multipart,
// with the session's CSRF token) and its focal point (set on the preview or by number); the API's refusal of a file
// is shown in its words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, CSRF_TOKEN, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const PARTNER = {
  id: 4,
  name: 'Green Valley',
  banner: 'media/old.png',
  _revision: 'd2',
  _draft: { state: 'changed', updatedBy: 'sara@example.com', updatedAt: '2026-11-27T10:00:00Z', publishAt: null },
};
const LIBRARY = [
  { id: 31, path: 'media/harvest.jpg', alt: 'Farmers at the harvest', width: 1600, height: 1200 },
  { id: 30, path: 'media/warehouse.jpg', alt: 'The Djibouti warehouse', width: 1600, height: 1200 },
];

beforeEach(() => {
  server.use(
    http.get(`${ADMIN_API}/content/partners/4`, () => HttpResponse.json(PARTNER)),
    http.get(`${ADMIN_API}/media`, () => HttpResponse.json({ items: LIBRARY, total: 2, page: 1, perPage: 24 })),
  );
});

// fetch and FormData here are Node's (jest-fixed-jsdom): a file travels in a multipart body only as Node's File.
const picture = (bytes: string | Uint8Array, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;

const bannerThumbnail = () => within(screen.getByRole('group', { name: /Banner/ })).getByRole('img');

it('chooses a picture from the library', async () => {
  await openAdmin('/admin/partners/4');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Choose Banner' }, SCREEN_LOADS));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Banner' });
  await user.click(await within(dialog).findByRole('button', { name: 'Choose The Djibouti warehouse' }));
  await waitFor(() => expect(bannerThumbnail()).toHaveAttribute('src', 'http://api.test/storage/media/warehouse.jpg'));
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
});

it('uploads a new picture with its alt text and chooses it; a refused file says why', async () => {
  const uploads: { alt: FormDataEntryValue | null; file: string; csrf: string | null }[] = [];
  let refuse = true;
  server.use(
    http.post(`${ADMIN_API}/media`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      uploads.push({
        alt: form.get('alt'),
        file: typeof file === 'string' ? `text: ${file}` : file ? file.name : 'none',
        csrf: request.headers.get('x-csrf-token'),
      });
      if (refuse)
        return HttpResponse.json(
          { error: 'Bad Request', message: 'SVG pictures cannot be uploaded: upload a PNG, JPEG, WebP or AVIF' },
          { status: 400 },
        );
      return HttpResponse.json({ id: 32, path: 'media/new-logo.png', alt: 'Green Valley logo', width: 800, height: 400 }, { status: 201 });
    }),
  );
  await openAdmin('/admin/partners/4');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Choose Banner' }, SCREEN_LOADS));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Banner' });
  const upload = within(dialog).getByRole('form', { name: 'Upload a new picture' });
  await user.click(within(upload).getByRole('button', { name: 'Upload and choose' }));
  expect(within(upload).getByLabelText('Picture file')).toHaveAccessibleDescription('Choose a file to upload.');
  expect(within(upload).getByRole('textbox', { name: /Alt text/ })).toHaveAccessibleDescription(
    'Describe the picture for people who cannot see it.',
  );
  expect(uploads).toEqual([]);

  await user.upload(within(upload).getByLabelText('Picture file'), picture('<svg/>', 'logo.svg', 'image/svg+xml'));
  await user.type(within(upload).getByRole('textbox', { name: /Alt text/ }), 'Green Valley logo');
  await user.click(within(upload).getByRole('button', { name: 'Upload and choose' }));
  expect(await within(upload).findByText('SVG pictures cannot be uploaded: upload a PNG, JPEG, WebP or AVIF')).toBeVisible();

  refuse = false;
  await user.upload(within(upload).getByLabelText('Picture file'), picture(new Uint8Array([137, 80, 78, 71]), 'logo.png', 'image/png'));
  await user.click(within(upload).getByRole('button', { name: 'Upload and choose' }));
  await waitFor(() => expect(bannerThumbnail()).toHaveAttribute('src', 'http://api.test/storage/media/new-logo.png'));
  expect(uploads).toEqual([
    { alt: 'Green Valley logo', file: 'logo.svg', csrf: CSRF_TOKEN },
    { alt: 'Green Valley logo', file: 'logo.png', csrf: CSRF_TOKEN },
  ]);
});

describe('the focal point of an upload', () => {
  let sent: { focalX: FormDataEntryValue | null; focalY: FormDataEntryValue | null }[];
  beforeEach(() => {
    sent = [];
    server.use(
      http.post(`${ADMIN_API}/media`, async ({ request }) => {
        const form = await request.formData();
        sent.push({ focalX: form.get('focalX'), focalY: form.get('focalY') });
        return HttpResponse.json({ id: 33, path: 'media/orchard.jpg', alt: 'The orchard', width: 800, height: 400 }, { status: 201 });
      }),
    );
  });

  const openUpload = async () => {
    await openAdmin('/admin/partners/4');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Choose Banner' }, SCREEN_LOADS));
    const upload = within(await screen.findByRole('dialog', { name: 'Choose Banner' })).getByRole('form', { name: 'Upload a new picture' });
    await user.upload(within(upload).getByLabelText('Picture file'), picture(new Uint8Array([255, 216, 255]), 'orchard.jpg', 'image/jpeg'));
    await user.type(within(upload).getByRole('textbox', { name: /Alt text/ }), 'The orchard');
    return { user, upload };
  };

  it('starts at the centre and sends what the number inputs say, as 0..1', async () => {
    const { user, upload } = await openUpload();
    expect(within(upload).getByRole('img', { name: 'Focal point at 50% across, 50% down' })).toBeInTheDocument();
    const across = within(upload).getByRole('spinbutton', { name: 'Focal point across (%)' });
    const down = within(upload).getByRole('spinbutton', { name: 'Focal point down (%)' });
    expect(across).toHaveValue(50);
    await user.clear(across);
    await user.type(across, '30');
    await user.clear(down);
    await user.type(down, '70');
    expect(within(upload).getByRole('img', { name: 'Focal point at 30% across, 70% down' })).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: 'Upload and choose' }));
    await waitFor(() => expect(sent).toEqual([{ focalX: '0.3', focalY: '0.7' }]));
  });

  it('takes a click on the preview, placed within the picture the browser lays out', async () => {
    const { user, upload } = await openUpload();
    const preview = within(upload).getByRole('img', { name: /Preview of orchard\.jpg/ });
    const previewUrl = preview.getAttribute('src');
    expect(previewUrl).toMatch(/^blob:/);
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    // jsdom lays nothing out: the picture is 200 by 100 at (10, 20).
    jest
      .spyOn(preview, 'getBoundingClientRect')
      .mockReturnValue({ left: 10, top: 20, width: 200, height: 100, right: 210, bottom: 120, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(preview, { clientX: 60, clientY: 100 });
    expect(within(upload).getByRole('img', { name: 'Focal point at 25% across, 80% down' })).toBeInTheDocument();
    expect(within(upload).getByRole('spinbutton', { name: 'Focal point across (%)' })).toHaveValue(25);
    expect(within(upload).getByRole('spinbutton', { name: 'Focal point down (%)' })).toHaveValue(80);
    await user.click(within(upload).getByRole('button', { name: 'Upload and choose' }));
    await waitFor(() => expect(sent).toEqual([{ focalX: '0.25', focalY: '0.8' }]));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(previewUrl));
    revoke.mockRestore();
  });
});
