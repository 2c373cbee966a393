// The content's declarations without the front end: what the API builds its tables and schemas from.
export * from './fields';
export * from './content';
export * from './registry';
export * from './editing';
