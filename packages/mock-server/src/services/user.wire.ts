// The user record as the documented protocol sends it (snake_case beside createdById).
import type { UserRecord } from '../store/schema';

export function toWireUser(user: UserRecord, token: string) {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    username: user.username,
    email: user.email,
    doc_id: user.docId,
    phone: user.phone,
    location_description: user.locationDescription,
    latitude: user.latitude,
    longitude: user.longitude,
    complement: user.complement,
    role: user.role,
    is_active: user.isActive,
    token,
    createdById: user.createdById,
  };
}
