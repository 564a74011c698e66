import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZContact,
  ZContactBody,
  ZContactGroup,
  ZContactGroupBody,
  ZContactGroupList,
  ZContactList,
  ZContactListQuery,
} from "../../shared/contracts/contacts";
import { ZErrorBody } from "../../shared/contracts/errors";
import { ZRecordIdParams } from "../../shared/contracts/text";
import { requireUser } from "../auth/require-user";
import {
  createContactGroup,
  deleteContactGroup,
  listContactGroups,
  updateContactGroup,
  type ContactsDeps,
} from "./contact-groups-service";
import { createContact, deleteContact, listContacts, updateContact } from "./contacts-service";

const errors = { "4xx": ZErrorBody };

/** The family's address book: groups and contacts (signed in only, own rows only). */
export const contactRoutes: FastifyPluginAsyncZod<{ contacts: ContactsDeps }> = async (
  app,
  { contacts: deps },
) => {
  app.get(
    "/api/contact-groups",
    { schema: { response: { 200: ZContactGroupList, ...errors } } },
    async (request) => listContactGroups(deps, requireUser(request)),
  );

  app.post(
    "/api/contact-groups",
    { schema: { body: ZContactGroupBody, response: { 201: ZContactGroup, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createContactGroup(deps, requireUser(request), request.body)),
  );

  app.put(
    "/api/contact-groups/:id",
    {
      schema: {
        params: ZRecordIdParams,
        body: ZContactGroupBody,
        response: { 200: ZContactGroup, ...errors },
      },
    },
    async (request) =>
      updateContactGroup(deps, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/contact-groups/:id",
    { schema: { params: ZRecordIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteContactGroup(deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/contacts",
    { schema: { querystring: ZContactListQuery, response: { 200: ZContactList, ...errors } } },
    async (request) => listContacts(deps, requireUser(request), request.query.groupId),
  );

  app.post(
    "/api/contacts",
    { schema: { body: ZContactBody, response: { 201: ZContact, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createContact(deps, requireUser(request), request.body)),
  );

  app.put(
    "/api/contacts/:id",
    {
      schema: {
        params: ZRecordIdParams,
        body: ZContactBody,
        response: { 200: ZContact, ...errors },
      },
    },
    async (request) => updateContact(deps, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/contacts/:id",
    { schema: { params: ZRecordIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteContact(deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
