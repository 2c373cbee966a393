import { text } from 'drizzle-orm/pg-core';

/** Optional social profile links; the site shows an icon only for those that are set. */
export const socialLinkColumns = () => ({
  facebookLink: text('facebook_link'),
  twitterLink: text('twitter_link'),
  instagramLink: text('instagram_link'),
  tiktokLink: text('tiktok_link'),
  telegramLink: text('telegram_link'),
  linkedInLink: text('linked_in_link'),
});
