// Calls of the real API with a user's token, for the setup a spec is not about (projects, imported entities).
import { readTopology } from '../harness/topology';

/** One JSON call; the envelope's data, or an error naming the call and the server's message. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${readTopology().baseURL}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path} 失败：${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A MySQL project with the tables of `ddl` imported as its entities; its id. */
export async function seedProject(
  token: string,
  name: string,
  ddl: string,
  expectedEntities: number,
): Promise<number> {
  const project = await apiCall<{ id: number }>(token, 'POST', '/projects', {
    name,
    description: 'e2e 种子项目',
    basePackage: 'com.example.shop',
    database: 'MYSQL',
  });
  const imported = await apiCall<{ created: unknown[] }>(
    token,
    'POST',
    `/projects/${project.id}/entities/import-ddl`,
    { dialect: 'mysql', sql: ddl },
  );
  if (imported.created.length !== expectedEntities)
    throw new Error(`应导入 ${expectedEntities} 个实体，实际 ${imported.created.length}`);
  return project.id;
}
