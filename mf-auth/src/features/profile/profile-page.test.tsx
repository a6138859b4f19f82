import { screen } from '@testing-library/react';
import { sessionStarted } from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import { validToken } from '@modelsmith/shared/testing';
import {
  fail,
  renderApp,
  resetSession,
  sampleUser,
  signInAs,
  stubApi,
  userInfoReply,
} from '../../testing/render-app';

beforeEach(resetSession);

test('the cached user info of the session is shown without asking the server again', async () => {
  const { sent } = stubApi({});
  signInAs(sampleUser);
  renderApp('/profile');
  expect(await screen.findByText('爱丽丝')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('without cached user info the page reads GET /users/info once', async () => {
  const { sent } = stubApi({ 'GET /users/info': () => userInfoReply(sampleUser) });
  store.dispatch(sessionStarted(validToken({ sub: '7' })));
  renderApp('/profile');
  expect(await screen.findByText('爱丽丝')).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toEqual(['/users/info']);
});

test('a failed read shows the error with the catalogue message', async () => {
  stubApi({ 'GET /users/info': () => fail(500, 'internal') });
  store.dispatch(sessionStarted(validToken({ sub: '7' })));
  renderApp('/profile');
  expect((await screen.findAllByText('服务器错误')).length).toBeGreaterThan(0);
});
