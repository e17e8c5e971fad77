// Transient alerts (toasts). Each stays TIMING.alert (3.1 s) unless dismissed. Errors are
// announced assertively, successes politely.
import { makeAutoObservable } from 'mobx';
import { TIMING } from '../config/timing';
import { failureMessage, type AnyFailure } from './failure-message';
import type { MessageRef } from './message';

type Tone = 'success' | 'error' | 'info';

interface Toast {
  readonly id: number;
  readonly tone: Tone;
  readonly message: MessageRef;
}

export class Notifier {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(private readonly durationMs: number = TIMING.alert) {
    makeAutoObservable(this);
  }

  show(tone: Tone, message: MessageRef): void {
    const id = this.nextId++;
    this.toasts = [...this.toasts.slice(-3), { id, tone, message }];
    setTimeout(() => this.dismiss(id), this.durationMs);
  }

  success(message: MessageRef): void {
    this.show('success', message);
  }

  error(message: MessageRef): void {
    this.show('error', message);
  }

  failure(failure: AnyFailure): void {
    this.show('error', failureMessage(failure));
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Takes down the toasts of one message: what they said no longer holds (the field was fixed). */
  dismissMessage(key: string): void {
    this.toasts = this.toasts.filter((t) => !('key' in t.message) || t.message.key !== key);
  }
}
