// Entity shapes as the front end sees them, after normalisation (spec §3): each follows from its declaration in
// ./content.ts. Quirks of the content API (JSON-string image lists, `create_at`) are removed in ./normalise.ts.
import type * as content from './content';
import type { RecordOf } from './fields';

export type { RecordOf } from './fields';

export type Id = number;

/** Any of the social profile links (a component shows those given that are web addresses). */
export type SocialLinks = Partial<RecordOf<typeof content.socialLinkFields>>;
export type BusinessSetup = Omit<RecordOf<typeof content.businessSetup.fields>, 'id' | 'gmapUrl'>;
export type ContactInfo = Pick<
  RecordOf<typeof content.businessSetup.fields>,
  'address' | 'email1' | 'email2' | 'phone1' | 'phone2' | 'gmapUrl'
>;
export type HeroSlide = RecordOf<typeof content.heroSlide.fields>;
export type ProductCategory = RecordOf<typeof content.productCategory.fields>;
/** A product nests its category (null when uncategorised). */
export type Product = RecordOf<typeof content.product.fields> & { category: ProductCategory | null };
export type CompanyEvent = RecordOf<typeof content.event.fields>;
export type Service = RecordOf<typeof content.service.fields>;
export type Project = RecordOf<typeof content.project.fields>;
type TeamMemberRecord = RecordOf<typeof content.teamMember.fields>;
type CardField = 'id' | 'image' | 'title' | 'full_name';
/** The team list answers only the card fields; a member's own page has the rest. */
export type TeamMember = Pick<TeamMemberRecord, CardField> & Partial<Omit<TeamMemberRecord, CardField>>;
export type Testimonial = RecordOf<typeof content.testimonial.fields>;
export type Partner = RecordOf<typeof content.partner.fields>;
export type Farm = RecordOf<typeof content.farm.fields>;
export type Warehouse = RecordOf<typeof content.warehouse.fields>;
export type SisterCompany = RecordOf<typeof content.sisterCompany.fields>;
