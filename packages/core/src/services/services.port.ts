// The services calls of 000 section 7.
import type { Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { NewService, ServiceItem } from './service-item';

export interface ServicesApi {
  list(credentials: Credentials, ownerId: UserId): Promise<Result<readonly ServiceItem[], ApiFailure>>;
  /** Saves a batch of new services at once. */
  create(credentials: Credentials, ownerId: UserId, services: readonly NewService[]): Promise<Result<Ack, ApiFailure>>;
  edit(credentials: Credentials, service: ServiceItem): Promise<Result<Ack, ApiFailure>>;
  remove(credentials: Credentials, serviceId: string): Promise<Result<Ack, ApiFailure>>;
}
