// Lists the home and about pages show: hero slides, testimonials and partners.
import type { FastifyInstance } from 'fastify';
import { encodedImageList, encodeImageList, integer, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

export default async function companyRoutes(app: FastifyInstance) {
  const { heroSlides, testimonials, partners } = app.repositories;
  registerContentRoutes(app, {
    listUrl: '/hero_list',
    noun: 'Hero slide',
    itemSchema: record({ id: integer, file: text, title: text, description: text }),
    list: heroSlides.list,
    toItem: (slide) => slide,
  });
  registerContentRoutes(app, {
    listUrl: '/testimonial-list',
    noun: 'Testimonial',
    itemSchema: record({ id: integer, name: text, description: text, role: text, title: text, banner: text, images: encodedImageList }),
    list: testimonials.list,
    toItem: (testimonial) => ({ ...testimonial, images: encodeImageList(testimonial.images) }),
  });
  registerContentRoutes(app, {
    listUrl: '/partners-list',
    noun: 'Partner',
    itemSchema: record({ id: integer, name: text, banner: text }),
    list: partners.list,
    toItem: (partner) => partner,
  });
}
