/** An error a person can read, with the HTTP status it answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, title?: string) => new AppError(400, message, title);
export const forbidden = (message: string, title?: string) => new AppError(403, message, title);
export const notFound = (message: string) => new AppError(404, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);
