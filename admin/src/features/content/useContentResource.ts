// The content type of the screen being shown, from react-admin's resource context (the resource's name is its path).
import { useResourceContext } from 'react-admin';
import { contentResource, type ContentResource } from '../../lib/contentResources';

export function useContentResource(): ContentResource {
  const name = useResourceContext();
  const resource = contentResource(name);
  if (!resource) throw new Error(`${String(name)} is not a content type`);
  return resource;
}
