import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  FACE_PHOTO_MAX_DATA_URL_LENGTH,
  ZActiveFacePhoto,
  ZCreateFacePhotoBody,
  ZFacePhoto,
  ZFacePhotoList,
} from "../../shared/contracts/face-photos";
import { ZRecordIdParams } from "../../shared/contracts/text";
import { requireUser } from "../auth/require-user";
import type { FacePhotoService } from "./face-photo-service";

/** Room for the largest photo's data URL and the rest of the JSON body. */
const UPLOAD_BODY_LIMIT = FACE_PHOTO_MAX_DATA_URL_LENGTH + 16 * 1024;

export const facePhotoRoutes: FastifyPluginAsyncZod<{ facePhotos: FacePhotoService }> = async (
  app,
  { facePhotos },
) => {
  app.get(
    "/api/face-photos",
    { schema: { response: { 200: ZFacePhotoList, "4xx": ZErrorBody } } },
    async (request) => facePhotos.list(requireUser(request)),
  );

  app.get(
    "/api/face-photos/active",
    { schema: { response: { 200: ZActiveFacePhoto, "4xx": ZErrorBody } } },
    async (request) => facePhotos.getActive(requireUser(request)),
  );

  app.post(
    "/api/face-photos",
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: ZCreateFacePhotoBody, response: { 201: ZFacePhoto, "4xx": ZErrorBody } },
    },
    async (request, reply) => {
      const photo = await facePhotos.create(requireUser(request), request.body);
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    "/api/face-photos/:id",
    { schema: { params: ZRecordIdParams, response: { 204: z.null(), "4xx": ZErrorBody } } },
    async (request, reply) => {
      await facePhotos.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/face-photos/:id/activate",
    { schema: { params: ZRecordIdParams, response: { 200: ZFacePhoto, "4xx": ZErrorBody } } },
    async (request) => facePhotos.activate(requireUser(request), request.params.id),
  );
};
