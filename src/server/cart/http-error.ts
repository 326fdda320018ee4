/**
 * A client mistake with a message the buyer can read. The app's error handler keeps its 4xx status and sends
 * `{error, message, responce}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    name = statusCode === 404 ? 'Not Found' : statusCode === 409 ? 'Conflict' : 'Bad Request',
  ) {
    super(message);
    this.name = name;
  }
}
