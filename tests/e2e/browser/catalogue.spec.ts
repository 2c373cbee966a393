// The catalogue remote in the composed production site: what each page shows is read from the API by the test.
import { expect, test, type Page } from '../support/test';
import { pauseCarousel, waitForHydration } from '../support/hydration';
import { shownSlides } from '../support/carousel';
import { apiItem, apiList, field, stack } from '../support/stack';

type Row = Record<string, unknown>;
const id = (row: Row) => Number(row.id);
const main = (page: Page) => page.getByRole('main');

test('browse a category, open a product, then follow a related product', async ({ page, request }) => {
  const categories = await apiList(request, '/pro-categ-name');
  const products = await apiList(request, '/products-list');
  // The first category that has products, as the header's Products menu links to it.
  const category = categories.find((candidate) => products.some((product) => Number(product.category_id) === id(candidate)))!;
  const inCategory = (await apiList(request, `/products-list?category_id=${id(category)}`)).slice(0, 6);
  const chosen = inCategory[0]!;
  const categoryName = field(category, 'name');

  await page.goto(`/product?${new URLSearchParams({ category_id: String(id(category)), category_name: categoryName })}`);
  await waitForHydration(page);
  const list = page.getByRole('region', { name: `Products In Category ${categoryName}` });
  await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(inCategory.map((product) => field(product, 'title')));

  await list.getByRole('link', { name: `Product Details: ${field(chosen, 'title')}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product-single/${id(chosen)}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: field(chosen, 'title') })).toBeVisible();
  await expect(main(page).getByRole('link', { name: categoryName })).toBeVisible();
  const mainImage = main(page)
    .getByRole('img', { name: field(chosen, 'title'), exact: true })
    .first();
  await expect(mainImage).toHaveAttribute('src', `${stack.apiBaseUrl}/storage/${field(chosen, 'banner')}`);
  await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(main(page).getByRole('heading', { name: "Have Anything in mind? Let's discuss." })).toBeVisible();

  const expectedRelated = products.filter((product) => id(product) !== id(chosen)).slice(0, 3);
  const related = page.getByRole('region', { name: 'Related Products' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(expectedRelated.map((product) => field(product, 'title')));
  const next = expectedRelated[0]!;
  await related.getByRole('link', { name: `Product Details: ${field(next, 'title')}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product-single/${id(next)}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: field(next, 'title') })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related Products' }).getByRole('heading', { name: field(next, 'title') })).toHaveCount(0);
});

test('product pages: six a page, the page survives a reload and the back button', async ({ page, request }) => {
  const titles = (await apiList(request, '/products-list')).map((product) => field(product, 'title'));
  expect(titles.length, 'the seed has more than one page of products').toBeGreaterThan(6);
  const lastPage = Math.ceil(titles.length / 6);
  const cards = page.getByRole('region', { name: 'Products In All Categories' }).getByRole('heading', { level: 2 });
  const pages = page.getByRole('navigation', { name: 'Product pages' });

  await page.goto('/product');
  await waitForHydration(page);
  await expect(cards).toHaveText(titles.slice(0, 6));
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveText(titles.slice(6, 12));
  await expect(page).toHaveURL(/\/product\?page=2$/);

  await page.reload();
  await waitForHydration(page);
  await expect(cards).toHaveText(titles.slice(6, 12));
  await pages.getByRole('button', { name: `Page ${lastPage}` }).click();
  await expect(cards).toHaveText(titles.slice((lastPage - 1) * 6));
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL(/\/product\?page=2$/);
  await expect(cards).toHaveText(titles.slice(6, 12));
});

test('services page, a service, and a project with its facts and related projects', async ({ page, request }) => {
  const services = await apiList(request, '/service');
  await page.goto('/service');
  await waitForHydration(page);
  const serviceCards = main(page).getByRole('heading', { level: 3 });
  await expect(serviceCards).toHaveText(services.slice(0, 4).map((service) => field(service, 'serviceName')));
  const service = services[1]!;
  await main(page)
    .getByRole('link', { name: `Details: ${field(service, 'serviceName')}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: field(service, 'serviceName') })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related Services' }).getByRole('heading', { level: 3 })).toHaveCount(3);

  const projects = await apiList(request, '/projects-list');
  const project = await apiItem(request, `/projects-list/${id(projects[0]!)}`);
  await page.goto(`/project-single/${id(project)}`);
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1, name: field(project, 'title') })).toBeVisible();
  if (typeof project.budget === 'number') {
    await expect(main(page).locator('dt:text-is("Budget") + dd')).toHaveText(
      `$${project.budget.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  }
  const related = page.getByRole('region', { name: 'Related Projects' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(
    projects
      .filter((other) => id(other) !== id(project))
      .slice(0, 3)
      .map((other) => field(other, 'title')),
  );
  await expect(main(page).getByRole('heading', { name: "Have project in mind? Let's discuss." })).toBeVisible();
});

test('unknown ids show the not-found state, not an endless loader', async ({ page }) => {
  for (const [url, text] of [
    ['/product-single/999999', 'Product not found'],
    ['/service-single/999999', 'Service not found'],
    ['/project-single/999999', 'Project not found'],
  ]) {
    await page.goto(url!);
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { level: 1, name: text })).toBeVisible();
  }
});

test('home projects carousel: its own loader, then the first projects linking to their pages', async ({ page, request }) => {
  const projects = await apiList(request, '/projects-list');
  await page.goto('/');
  await waitForHydration(page);
  const section = main(page).getByRole('region', { name: 'OUR PROJECTS' });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.getByRole('region', { name: 'Successfull Work of StarFamily' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('link', { name: field(projects[0]!, 'title'), exact: true })).toBeAttached();
  await pauseCarousel(carousel);
  // Desktop (1280 px) shows 3 slides (below 1400 px), a phone 1; only those can be reached.
  const shown = shownSlides(carousel);
  await expect(shown).toHaveCount((page.viewportSize()?.width ?? 0) > 575 ? 3 : 1);
  const titleLink = shown.first().getByRole('heading', { level: 3 }).getByRole('link');
  const shownTitle = await titleLink.textContent();
  const project = projects.find((candidate) => field(candidate, 'title') === shownTitle)!;
  expect(projects.indexOf(project), 'one of the first nine projects').toBeLessThan(9);
  await titleLink.click();
  await expect(page).toHaveURL(new RegExp(`/project-single/${id(project)}$`));
});
