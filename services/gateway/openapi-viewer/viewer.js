// The readable view of the gateway's OpenAPI document (/api/docs): routes by tag, each with its
// method, path, parameters, request body and responses. Served from the gateway's own files under
// its Content-Security-Policy (script-src 'self', no inline code); text goes in through textContent only.
'use strict';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** An element with its class and children (strings become text, never HTML). */
function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) node.append(child);
  return node;
}

/** `#/components/schemas/Error` → the schema it names. */
function resolve(document, schema) {
  if (!schema || typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#/')) return schema;
  return (
    schema.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => (node ? node[key] : undefined), document) ?? schema
  );
}

/** A short type for a table cell: `string (uuid)`, `integer`, `one of a, b`. */
function typeOf(schema) {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.anyOf ? 'one of several' : 'any'));
  return schema.format ? `${type} (${schema.format})` : type;
}

function schemaBlock(document, schema) {
  return el('pre', '', JSON.stringify(resolve(document, schema), null, 2));
}

function parametersTable(parameters) {
  const rows = parameters.map((p) =>
    el('tr', '', el('td', '', el('code', '', p.name)), el('td', '', p.in), el('td', '', p.required ? 'yes' : 'no'), el('td', '', typeOf(p.schema))),
  );
  return el(
    'table',
    'parameters',
    el('thead', '', el('tr', '', el('th', '', 'name'), el('th', '', 'in'), el('th', '', 'required'), el('th', '', 'type'))),
    el('tbody', '', ...rows),
  );
}

function operationView(document, path, method, operation) {
  const summary = el('summary', '', el('span', `method method-${method}`, method), el('span', 'path', path), el('span', 'summary', operation.summary ?? ''));
  if (operation.security && operation.security.length > 0) summary.append(el('span', 'lock', 'signed in'));
  const body = el('div', 'body');
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) body.append(el('h3', '', 'Parameters'), parametersTable(parameters));
  const requestSchema = operation.requestBody?.content?.['application/json']?.schema;
  if (requestSchema) body.append(el('h3', '', 'Request body (JSON)'), schemaBlock(document, requestSchema));
  body.append(el('h3', '', 'Responses'));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const resolved = resolve(document, response);
    const schema = resolved?.content ? Object.values(resolved.content)[0]?.schema : undefined;
    const details = el('details', 'response', el('summary', '', `${status} ${resolved?.description ?? ''}`));
    if (schema) details.append(schemaBlock(document, schema));
    body.append(details);
  }
  const view = el('details', 'operation', summary, body);
  view.dataset.search = `${method} ${path} ${operation.summary ?? ''} ${(operation.tags ?? []).join(' ')}`.toLowerCase();
  return view;
}

/** Every operation, grouped by its first tag in the document's order. */
function render(document, main) {
  const groups = new Map();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS.filter((m) => item[m])) {
      const tag = item[method].tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push(operationView(document, path, method, item[method]));
    }
  }
  const server = document.servers?.[0]?.url ?? '';
  main.replaceChildren(el('p', '', `${document.info?.title ?? 'API'} ${document.info?.version ?? ''}: paths are relative to ${server}.`));
  for (const [tag, views] of groups) {
    const section = el('section', 'tag', el('h2', '', tag), ...views);
    main.append(section);
  }
}

function filter(main, text) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  for (const view of main.querySelectorAll('details.operation')) view.hidden = !words.every((word) => view.dataset.search.includes(word));
  for (const section of main.querySelectorAll('section.tag')) section.hidden = section.querySelectorAll('details.operation:not([hidden])').length === 0;
}

async function start() {
  const main = window.document.getElementById('routes');
  try {
    const response = await fetch('/api/docs', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`/api/docs answered ${response.status}`);
    render(await response.json(), main);
    window.document.getElementById('filter').addEventListener('input', (event) => filter(main, event.target.value));
  } catch (error) {
    main.replaceChildren(el('p', 'error', `The OpenAPI document could not be read: ${error.message}`));
  }
}

start();
