// Where a stored picture (a media path like `media/3fa9….jpg`) is served: the API's storage, as the site shows it.
import { storageUrl } from '@starfamily/shared';
import { apiBaseUrl } from '../../../lib/config';

export const pictureUrl = (path: string) => storageUrl(path, apiBaseUrl());
