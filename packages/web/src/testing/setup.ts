// Vitest set-up for the web package (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait for what a screen draws after its data: on a busy 2-core machine that
// takes longer than the library's 1 s default, and a test must not fail because of the machine.
configure({ asyncUtilTimeout: 4_000 });

// jsdom has no modal dialogs: open and close them by the attribute, as browsers without showModal do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
