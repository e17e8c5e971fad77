// The public API of @fieldteam/core: each context's own index.
export * from './shared';
export * from './validation';
export * from './account';
export * from './navigation';
export * from './maps';
export * from './business';
export * from './services';
export * from './staff';
export * from './teams';
export * from './clients';
export * from './scheduling';
export * from './budget';
export * from './visits';
export * from './routing';
export * from './geolocation';
export * from './billing';
export * from './reports';
