// Records as the documented protocol sends them.
import type { CollaboratorRecord, CompanyRecord, ServiceRecord, TeamRecord, UserRecord } from '../store/schema';

export const toWireCompany = (company: CompanyRecord, plan: string) => ({
  business_id: company.businessId,
  business_nick: company.businessNick,
  comercial_name: company.commercialName,
  primaryemailbusiness: company.primaryEmail,
  secondaryemailbusiness: company.secondaryEmail,
  phone: company.phone,
  location_description: company.locationDescription,
  description: company.locationDescription,
  latitude: company.latitude,
  longitude: company.longitude,
  complement: company.complement,
  activitys: company.activities,
  opening_hours: company.openingHours,
  plan,
});

export const toWireService = (service: ServiceRecord) => ({ id: service.id, itemName: service.itemName, price: service.price });

export const toWireMember = (user: UserRecord) => ({ id: user.id, name: user.name, surname: user.surname, email: user.email, phone: user.phone });

export const toWireCollaborator = (c: CollaboratorRecord) => ({
  id: c.id,
  name: c.name,
  surname: c.surname,
  phone: c.phone,
  description: c.description,
  latitude: c.latitude,
  longitude: c.longitude,
});

export const toWireTeam = (team: TeamRecord) => ({ id: team.id, name: team.name, leaderTeam: team.leader, colaborators: team.colaborators });

export const personName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
