import { yieldToMain } from './app/yieldToMain';

// Async boundary: shared singletons are negotiated with the federation runtime before any app code runs.
// The start-up code is evaluated a library at a time, each import in a task of its own: evaluated in one go (the
// bootstrap's whole import graph when its chunk arrived) it was one task of 250-330 ms on the calibrated phone.
// Each step only evaluates what the ones before did not; the bootstrap then finds them evaluated.
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('react-redux'),
  () => import('dompurify'),
  () => import('react-slick'),
  () => import('@starfamily/shared'),
  () => import('./app/App'),
  () => import('./bootstrap'),
];

async function start() {
  for (const step of STEPS) {
    await yieldToMain();
    await step();
  }
}

void start();
