// Development ports of every container; `npm run dev` and the dev remotes.json use them.
const devPorts = {
  shell: 3000,
  mf_auth: 3001,
  mf_projects: 3002,
  mf_templates: 3003,
  mf_billing: 3004,
  mf_admin: 3005,
};

/** The API's port in development (the shell dev server proxies /api to it). */
const API_DEV_PORT = 8081;

module.exports = { devPorts, API_DEV_PORT };
