import type { LaneModel, LeadModel } from '@feira/shared';
import type { LaneRow } from './lanes.repository';
import type { LeadRow } from './leads.repository';

/** A lead as the API shows it (leadSchema in @feira/shared is the allow-list). */
export function presentLead(r: LeadRow): LeadModel {
  return {
    _id: r.id,
    status: r.status,
    info: r.info,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    user: {
      _id: r.userId,
      fullName: r.fullName,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      nationalPhoneNumber: r.nationalPhoneNumber,
      profession: r.profession,
      companyName: r.userCompanyName,
      address: { city: r.city, state: r.state },
    },
    createdBy: r.createdById ? { _id: r.createdById, fullName: r.createdByName ?? '' } : null,
    company: { _id: r.companyId, name: r.companyName },
  };
}

export function presentLane(l: LaneRow): LaneModel {
  return { _id: l.id, title: l.title, position: l.position, company: l.companyId };
}
