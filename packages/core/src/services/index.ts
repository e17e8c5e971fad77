// The services context's public API: the catalogue's service item and its price rules, the port,
// reading a typed service, and the use cases of /business-services (list, add a batch, edit, delete).
export * from './service-item';
export type * from './services.port';
export * from './service-input';
export * from './load-services.use-case';
export * from './add-services.use-case';
export * from './edit-service.use-case';
export * from './delete-service.use-case';
