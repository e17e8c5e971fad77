// The geolocation context's public API: the device's position, behind a port.
export * from './geolocation.port';
