// The language of a generated file from its output path template, as the API answers it and the web highlights it.
import { languageOfPath } from './languages';

describe('languageOfPath', () => {
  it.each([
    ['src/{{ entity.names.kebab }}/{{ entity.names.kebab }}.entity.ts', 'typescript'],
    ['src/routes.tsx', 'tsx'],
    ['src/views/{{ entity.className }}Page.vue', 'vue'],
    ['app/models/{{ entity.names.snake }}{% if x %}_{% endif %}.py', 'python'],
    ['internal/{{ entity.names.snake }}{% if tail == "_test" %}_model{% endif %}.go', 'go'],
    ['go.mod', 'go-module'],
    ['db/schema.SQL', 'sql'],
    ['src/main/resources/application.yml', 'yaml'],
    ['pom.xml', 'xml'],
    ['README.md', 'markdown'],
    ['requirements.txt', 'text'],
    ['index.html', 'html'],
    ['styles/app.css', 'css'],
    ['scripts\\run.mjs', 'javascript'],
    ['Dockerfile', 'dockerfile'],
    ['LICENSE', 'text'],
    ['{{ entity.names.kebab }}.weird', 'text'],
    ['web/{{ entity.names.kebab }}.vue.liquid', 'vue'],
  ])('%s → %s', (pathTemplate, language) => {
    expect(languageOfPath(pathTemplate)).toBe(language);
  });
});
