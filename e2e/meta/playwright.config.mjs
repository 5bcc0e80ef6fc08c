// The suite's own settings (../../playwright.config.mjs), pointed at the check that fails on purpose.
import { defineConfig } from '@playwright/test';
import suite from '../../playwright.config.mjs';

export default defineConfig({ ...suite, testDir: '.', testMatch: 'fails.check.mjs' });
