// Where the clients list is cached on the device: LoadClients writes it, and every use case that
// changes a client clears it.
export const CLIENTS_CACHE_KEY = 'clients';
