// @modelsmith/shared/testing: test helpers for every container's unit tests (never imported by app code).
export { makeToken, validToken, expiredToken } from './tokens';
export { installAdapter, type StubReply, type StubRoute, type SentRequest } from './adapter';
export { renderInApp } from './render';
export { fail, formBody, jsonBody, ok, stubApi, type Handlers } from './stub-api';
export { resetSession, sampleUser, signInAs, userInfoReply } from './session';
export { renderRoutesAt } from './render-routes';
