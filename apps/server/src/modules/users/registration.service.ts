import type { RegisterBody } from '@feira/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { AppError } from '../../core/errors';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { registrationAttemptMail } from './registration.mails';
import { findUserByDocument, findUserByEmail, type UserRow } from './users.repository';
import { createUserRecord } from './users.service';

/** Tells the owner of a CPF or e-mail that someone used it on /Register. Must not throw or wait. */
export type OwnerNotice = (owner: UserRow) => void;

/**
 * /Register: an account that stays pending (status 0) until an admin enables it (DESIGN.md §4). The role
 * is always User, whatever the body says. registerSchema already gives the stored forms (trimmed names,
 * CPF digits, "+55" phone, lower-cased e-mail).
 *
 * A CPF or e-mail that already has an account gets the same answer as a new registration (issue 37
 * item 3): the form is public, so a 409 (let alone the account's id) would tell anyone whose CPF or
 * e-mail is registered. Nothing is written; the owner of each one is told by e-mail instead.
 */
export async function registerAccount(db: Db, input: RegisterBody, notifyOwner: OwnerNotice): Promise<void> {
  // hashed on both paths, so a taken CPF or e-mail is not told apart by a faster answer
  const passwordHash = await hashPassword(input.password);
  let owners = await ownersOf(db, input);
  if (owners.length === 0) {
    try {
      await createUserRecord(db, {
        firstName: input.firstName,
        lastName: input.lastName,
        fullName: `${input.firstName} ${input.lastName}`,
        email: input.email,
        document: input.document,
        phoneNumber: input.phoneNumber,
        role: 'User',
        status: 0,
        pendingApproval: true,
        passwordHash,
      });
      return;
    } catch (e) {
      // a registration with the same CPF or e-mail committed in between (the unique indexes): the same
      // neutral answer, and its owner hears of this one
      if (!(e instanceof AppError && e.status === 409)) throw e;
      owners = await ownersOf(db, input);
    }
  }
  for (const owner of owners) notifyOwner(owner);
}

/** The accounts that hold this e-mail or this CPF (one, two, or none), each once. */
async function ownersOf(db: Db, input: RegisterBody): Promise<UserRow[]> {
  const [byEmail, byDocument] = await Promise.all([
    findUserByEmail(db, input.email),
    input.document ? findUserByDocument(db, input.document) : undefined,
  ]);
  const found = [byEmail, byDocument].filter((u): u is UserRow => !!u);
  return found.filter((u, i) => found.findIndex((o) => o.id === u.id) === i);
}

/**
 * The notice as an e-mail to the owner's address. Sent without waiting for it: an SMTP round trip on
 * this path only would make a taken CPF answer slower than a new one. A failure is logged without the
 * address.
 */
export function mailOwner(deps: AppDeps, log: FastifyBaseLogger): OwnerNotice {
  return (owner) => {
    if (!owner.email) return;
    deps.mail
      .enqueue({
        kind: 'registration-attempt',
        to: owner.email,
        ...registrationAttemptMail(owner.firstName, deps.config.publicUrl),
      })
      // an SMTP error's text may quote the address: only its code is logged
      .catch((err: unknown) =>
        log.error({ code: (err as { code?: string }).code ?? 'unknown' }, 'registration notice not sent'),
      );
  };
}
