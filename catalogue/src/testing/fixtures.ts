// A project in the content API's shape (images as a JSON-encoded string). Belongs beside the other fixtures in shared.
export const projectPayload = (id: number, title = `Project ${id}`) => ({
  id,
  title,
  description: `<p>${title} description</p>`,
  details: null as string | null,
  notes: `${title} notes` as string | null,
  banner: `projects/pr${id}.svg`,
  images: JSON.stringify([`projects/pr${id}-a.svg`]),
  client_name: null as string | null,
  project_manager: null as string | null,
  location: null as string | null,
  status: null as string | null,
  start_date: null as string | null,
  end_date: null as string | null,
  budget: null as number | null,
});
