// A visitor reading the site: every content call of spec §7 answers the spec §3 fields, quirks included.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, json, testDrivers, type TestApp } from '../testing/build';

type Item = Record<string, unknown>;
const keys = (item: Item) => Object.keys(item).sort();
const fields = (...names: string[]) => [...names].sort();

/** The original backend sent these image lists as JSON text: it must parse to a list of storage paths. */
function assertEncodedImageList(value: unknown, where: string) {
  assert.equal(typeof value, 'string', `${where}: images should be a JSON-encoded string`);
  const parsed = JSON.parse(value as string) as unknown;
  assert.ok(Array.isArray(parsed) && parsed.every((path) => typeof path === 'string' && !path.startsWith('/')), where);
}

for (const driver of testDrivers()) {
  describe(`content calls (${driver})`, () => {
    let t: TestApp;
    const get = async <T = Item>(url: string): Promise<T> => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`);
      return json<T>(response);
    };
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('tells scripts the server is up', async () => {
      assert.deepEqual(await get('/api/health'), { status: 'ok' });
    });

    it('gives the company settings with every field filled in', async () => {
      const setup = await get('/api/business-setup');
      const social = ['facebookLink', 'twitterLink', 'instagramLink', 'tiktokLink', 'telegramLink', 'linkedInLink'];
      const required = [
        'mission',
        'motto',
        'coreValue',
        'vision',
        'who_we_are',
        'logo',
        'address',
        'phone1',
        'phone2',
        'email',
        'email1',
        'email2',
      ];
      assert.deepEqual(keys(setup), fields('id', 'images', ...required, ...social));
      for (const field of [...required, ...social]) assert.ok(typeof setup[field] === 'string' && setup[field] !== '', `${field} is empty`);
      assert.ok(Array.isArray(setup.images) && setup.images.length > 0, 'business setup images must be a real list');
    });

    it('gives the contact page its address, emails, phones and a Google Maps embed URL', async () => {
      const [info, setup] = [await get('/api/contact-info'), await get('/api/business-setup')];
      assert.deepEqual(keys(info), fields('address', 'email1', 'email2', 'phone1', 'phone2', 'gmapUrl'));
      assert.equal(info.address, setup.address);
      assert.equal(info.email1, setup.email1);
      assert.match(String(info.gmapUrl), /^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    });

    it("lists hero slides with an image, a title and an HTML description, in their operators' order", async () => {
      const slides = await get<Item[]>('/api/hero_list');
      assert.ok(slides.length >= 3);
      // The spec's fields, and the position operators set (docs/content-editing.md, "Order is a field").
      for (const slide of slides) assert.deepEqual(keys(slide), fields('id', 'file', 'title', 'description', 'position'));
      const positions = slides.map((slide) => Number(slide.position));
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
      );
    });

    it('lists events newest first, with created_at as ISO time and images as a JSON string', async () => {
      const events = await get<Item[]>('/api/event_list');
      assert.ok(events.length >= 7);
      const times = events.map((event) => Date.parse(String(event.created_at)));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      for (const event of events) {
        assert.deepEqual(keys(event), fields('id', 'eventName', 'description', 'details', 'banner', 'images', 'created_at'));
        assert.equal(new Date(String(event.created_at)).toISOString(), event.created_at);
        assertEncodedImageList(event.images, `event ${event.id}`);
      }
      const first = events[0];
      assert.ok(first);
      assert.deepEqual(await get(`/api/event_list/${first.id}`), first);
    });

    it('lists services and shows one, images as a JSON string', async () => {
      const services = await get<Item[]>('/api/service');
      assert.ok(services.length >= 9);
      for (const service of services) {
        assert.deepEqual(keys(service), fields('id', 'serviceName', 'description', 'details', 'banner', 'images', 'icon'));
        assertEncodedImageList(service.images, `service ${service.id}`);
      }
      assert.equal((await get('/api/service/2')).serviceName, services.find((service) => service.id === 2)?.serviceName);
    });

    it('lists projects with every optional fact present as a value or null', async () => {
      const projects = await get<Item[]>('/api/projects-list');
      assert.ok(projects.length >= 10);
      const optional = ['details', 'notes', 'client_name', 'project_manager', 'location', 'status', 'start_date', 'end_date', 'budget'];
      for (const project of projects) {
        assert.deepEqual(keys(project), fields('id', 'title', 'description', 'banner', 'images', ...optional));
        assertEncodedImageList(project.images, `project ${project.id}`);
        assert.ok(project.budget === null || typeof project.budget === 'number');
        assert.ok(project.start_date === null || /^\d{4}-\d{2}-\d{2}$/.test(String(project.start_date)));
      }
      assert.ok(
        projects.some((project) => project.client_name === null && project.budget === null),
        'no project lacks optional facts',
      );
      const detail = await get('/api/projects-list/1');
      assert.equal(detail.title, projects.find((project) => project.id === 1)?.title);
    });

    it('lists team members as cards, and shows contact details and social links on a member page', async () => {
      const members = await get<Item[]>('/api/teams-list');
      assert.ok(members.length >= 6);
      for (const member of members) assert.deepEqual(keys(member), fields('id', 'image', 'title', 'full_name'));
      const details = await Promise.all(members.map((member) => get(`/api/teams-list/${member.id}`)));
      const social = ['facebookLink', 'instagramLink', 'tiktokLink', 'twitterLink', 'linkedInLink', 'telegramLink'];
      for (const detail of details) {
        assert.deepEqual(
          keys(detail),
          fields('id', 'image', 'title', 'full_name', 'position', 'email', 'phone1', 'phone2', 'address', ...social),
        );
      }
      assert.ok(
        details.some((detail) => social.some((link) => detail[link] !== null)),
        'nobody has a social link',
      );
      assert.ok(
        details.some((detail) => social.every((link) => detail[link] === null)),
        'everybody has a social link',
      );
      assert.ok(
        details.some((detail) => detail.phone2 === null && detail.address === null),
        'everybody has phone2 and address',
      );
    });

    it('lists testimonials with images as a JSON string, and partners with a name and banner', async () => {
      const testimonials = await get<Item[]>('/api/testimonial-list');
      assert.ok(testimonials.length >= 4);
      for (const testimonial of testimonials) {
        assert.deepEqual(keys(testimonial), fields('id', 'name', 'description', 'role', 'title', 'banner', 'images'));
        assertEncodedImageList(testimonial.images, `testimonial ${testimonial.id}`);
      }
      const partners = await get<Item[]>('/api/partners-list');
      assert.ok(partners.length >= 6);
      for (const partner of partners) assert.deepEqual(keys(partner), fields('id', 'name', 'banner'));
    });

    it('lists farms, warehouses and sister companies for "Our Business"', async () => {
      const site = ['id', 'name', 'description', 'image', 'location', 'address', 'size', 'map_url'];
      const farms = await get<Item[]>('/api/farms-list');
      const warehouses = await get<Item[]>('/api/warehouses-list');
      const companies = await get<Item[]>('/api/sister-companies-list');
      assert.ok(farms.length >= 4 && warehouses.length >= 4 && companies.length >= 4);
      for (const farm of farms) assert.deepEqual(keys(farm), fields(...site, 'crops'));
      for (const warehouse of warehouses) assert.deepEqual(keys(warehouse), fields(...site));
      for (const company of companies) assert.deepEqual(keys(company), fields(...site, 'logo', 'website_url'));
      assert.ok(
        companies.some((company) => company.logo === null),
        'no sister company falls back to its image',
      );
    });

    it('answers 404 JSON naming the item for unknown ids, and 400 for malformed ones, on every detail call', async () => {
      const details = [
        ['/api/event_list', 'Event'],
        ['/api/service', 'Service'],
        ['/api/projects-list', 'Project'],
        ['/api/teams-list', 'Team member'],
        ['/api/product-list', 'Product'],
      ];
      for (const [url, noun] of details) {
        const missing = await t.app.inject({ method: 'GET', url: `${url}/987654` });
        assert.equal(missing.statusCode, 404, url);
        assert.deepEqual(json(missing), { error: 'Not Found', message: `${noun} 987654 not found` });
        for (const bad of ['abc', '-1', '1.5', '99999999999999999999']) {
          const malformed = await t.app.inject({ method: 'GET', url: `${url}/${bad}` });
          assert.equal(malformed.statusCode, 400, `${url}/${bad}`);
          assert.equal(json<Item>(malformed).error, 'Bad Request');
        }
      }
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
      assert.equal(response.statusCode, 404);
      assert.equal(json<Item>(response).error, 'Not Found');
    });

    it('points every image path at a file that exists in storage', async () => {
      const products = await get<{ banner: string; images: string[] }[]>('/api/products-list');
      const services = await get<{ banner: string; icon: string }[]>('/api/service');
      for (const path of [
        ...products.flatMap((product) => [product.banner, ...product.images]),
        ...services.map((service) => service.icon),
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/storage/${path}` });
        assert.equal(response.statusCode, 200, path);
      }
    });
  });
}
