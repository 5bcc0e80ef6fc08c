// The suite's own settings (../../playwright.config.mjs), pointed at the check that fails on purpose
// (the suite's projects left out: each names a folder of tests of its own).
import { defineConfig } from '@playwright/test';
import suite from '../../playwright.config.mjs';

const { projects: _projects, ...settings } = suite;

export default defineConfig({ ...settings, testDir: '.', testMatch: 'fails.check.mjs' });
