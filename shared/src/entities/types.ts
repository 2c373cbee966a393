// Entity shapes as the front end sees them, after normalisation (spec §3).
// Quirks of the content API (JSON-string image lists, `create_at`) are removed in ./normalise.ts.

export type Id = number;

export interface SocialLinks {
  facebookLink?: string | null;
  twitterLink?: string | null;
  instagramLink?: string | null;
  tiktokLink?: string | null;
  telegramLink?: string | null;
  linkedInLink?: string | null;
}

export interface BusinessSetup extends SocialLinks {
  images: string[];
  mission: string;
  motto: string;
  coreValue: string;
  vision: string;
  who_we_are: string;
  logo: string;
  address: string;
  phone1: string;
  phone2: string;
  email: string;
  email1: string;
  email2: string;
}

export interface ContactInfo {
  address: string;
  email1: string;
  email2: string;
  phone1: string;
  phone2: string;
  gmapUrl: string;
}

export interface HeroSlide {
  id: Id;
  file: string;
  title: string;
  description: string;
}

export interface ProductCategory {
  id: Id;
  name: string;
}

export interface Product {
  id: Id;
  title: string;
  description: string;
  details: string;
  banner: string;
  images: string[];
  category_id: Id | null;
  category: ProductCategory | null;
}

export interface CompanyEvent {
  id: Id;
  eventName: string;
  description: string;
  details: string;
  banner: string;
  images: string[];
  /** ISO timestamp; the API may call it `create_at` or `created_at`. */
  created_at: string;
}

export interface Service {
  id: Id;
  serviceName: string;
  description: string;
  details: string;
  banner: string;
  images: string[];
  icon: string;
}

export interface Project {
  id: Id;
  title: string;
  description: string;
  details: string | null;
  notes: string | null;
  banner: string;
  images: string[];
  client_name: string | null;
  project_manager: string | null;
  location: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  budget: string | number | null;
}

export interface TeamMember extends SocialLinks {
  id: Id;
  image: string;
  title: string;
  full_name: string;
  position?: string;
  email?: string;
  phone1?: string;
  phone2?: string | null;
  address?: string | null;
}

export interface Testimonial {
  id: Id;
  name: string;
  description: string;
  role: string;
  title: string;
  banner: string;
  images: string[];
}

export interface Partner {
  id: Id;
  name: string;
  banner: string;
}

export interface Farm {
  id: Id;
  name: string;
  description: string;
  image: string;
  location: string;
  address: string;
  size: string;
  crops: string;
  map_url: string;
}

export type Warehouse = Omit<Farm, 'crops'>;

export interface SisterCompany extends Warehouse {
  logo: string;
  website_url: string;
}
