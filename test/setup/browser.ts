/**
 * Setup of the Chromium project. The dev server builds a lazily loaded module (the URL checker, the
 * pattern engine) the first time a test asks for it, which takes seconds on a busy 2-core machine:
 * `waitFor` and `findBy*` wait up to 10 s before they fail, as in jsdom.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
