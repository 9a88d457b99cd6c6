// A visitor reading help content: the category list, one category, its FAQ and its tutorials.
//
//   k6 run deploy/k6/content-journey.js
//   k6 run -e BASE_URL=https://helpwire.example.com/api/v1 -e VUS=50 -e DURATION=5m deploy/k6/content-journey.js
//
// Every request must answer within 50 ms at p99 (and fail less than 1% of the time), per step and
// overall. k6 cannot be installed on the machines that build this project; there the gateway is
// benchmarked with autocannon instead (npm run bench:gateway).
import http from 'k6/http';
import { check, fail, group, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080/api/v1').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 20);
const DURATION = __ENV.DURATION || '2m';
const STEPS = ['categories', 'category', 'faq', 'category-faq', 'tutorials'];

export const options = {
  scenarios: {
    visitors: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '20s', target: VUS },
        { duration: DURATION, target: VUS },
        { duration: '10s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    http_req_duration: ['p(99)<50'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};
// The same bound on each step, so one slow endpoint cannot hide behind fast ones.
for (const step of STEPS) options.thresholds[`http_req_duration{name:${step}}`] = ['p(99)<50'];

const headers = { Accept: 'application/json', 'Accept-Language': 'en' };

function get(path, name) {
  return http.get(`${BASE_URL}${path}`, { headers, tags: { name } });
}

/** A JSON envelope `{ statusCode, message, data }` answered with 200. */
function isOk(res, dataCheck) {
  return check(res, {
    'status is 200': (r) => r.status === 200,
    'envelope is ok': (r) => {
      try {
        const body = r.json();
        return body.statusCode === 200 && (!dataCheck || dataCheck(body.data));
      } catch {
        return false;
      }
    },
  });
}

export function setup() {
  const res = get('/category/getNonSubCategories', 'setup');
  if (res.status !== 200) fail(`GET /category/getNonSubCategories answered ${res.status}: is the gateway at ${BASE_URL}?`);
  const categories = res.json('data') || [];
  const refs = [];
  for (const category of categories) {
    refs.push(category.slug || category.id);
    for (const sub of category.subCategories || []) refs.push(sub.slug || sub.id);
  }
  if (refs.length === 0) fail('no categories to read: seed the content service first');
  return { refs };
}

export default function (data) {
  const ref = encodeURIComponent(data.refs[Math.floor(Math.random() * data.refs.length)]);

  group('browse categories', () => {
    isOk(get('/category/getNonSubCategories', 'categories'), (d) => Array.isArray(d) && d.length > 0);
  });
  sleep(0.5 + Math.random());

  group('open a category', () => {
    isOk(get(`/category/getCategoryById?id=${ref}`, 'category'), (d) => d && typeof d.id === 'string');
  });
  sleep(0.5 + Math.random());

  group('read the FAQ', () => {
    isOk(get('/content/findFaq?page=1&limit=10', 'faq'), Array.isArray);
    isOk(get(`/content/findFaq?categoryId=${ref}&page=1&limit=10`, 'category-faq'), Array.isArray);
  });
  sleep(0.5 + Math.random());

  group('watch tutorials', () => {
    isOk(get(`/content/findTutorial?categoryId=${ref}&page=1&limit=10`, 'tutorials'), Array.isArray);
  });
  sleep(1 + Math.random());
}
