// The public reads of content, as one list: the API serves them under /api, and a preview serves the same routes over
// the drafts (preview/previewApp.ts), so a preview answers exactly what the public route would once published.
import businessSetupRoutes from './businessSetup';
import contentRoutes from './contentRoutes';
import contentVersionRoutes from './contentVersion';
import pictureRoutes from './pictures';
import productRoutes from './products';

export const contentReadRoutes = [businessSetupRoutes, productRoutes, contentRoutes, pictureRoutes, contentVersionRoutes];
