// What the shell loads as mf_templates/routes: the route table, once this container recorded the React it
// runs on (the e2e tests check that every container shares the shell's one React).
import React from 'react';
import { recordContainer } from '@modelsmith/shared/runtime';

recordContainer('mf_templates', React);

export { routes } from './routes';
