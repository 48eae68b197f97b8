import { describe, expect, it } from 'vitest';
import type { LearningSession } from '@common/schemas/sessions';
import { joinState } from './join-state';

const ME = '00000000-0000-4000-8000-0000000000aa';
const MENTOR = '00000000-0000-4000-8000-0000000000bb';
const OTHER = '00000000-0000-4000-8000-0000000000cc';

type RuleInput = Pick<LearningSession, 'mentorId' | 'learnerIds' | 'status' | 'maxLearners'>;
const session = (overrides: Partial<RuleInput> = {}): RuleInput => ({
  mentorId: MENTOR,
  learnerIds: [OTHER],
  status: 'upcoming',
  maxLearners: 5,
  ...overrides,
});

describe('joinState', () => {
  it('allows an upcoming session with a free seat', () => {
    expect(joinState(session(), ME)).toEqual({ canJoin: true, reason: null });
  });

  it('allows the last free seat', () => {
    expect(joinState(session({ maxLearners: 2 }), ME)).toEqual({ canJoin: true, reason: null });
  });

  it('allows any number of learners when the maximum is unset (unlimited)', () => {
    const crowd = Array.from({ length: 500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(joinState(session({ maxLearners: null, learnerIds: crowd }), ME)).toEqual({ canJoin: true, reason: null });
  });

  it('refuses the mentor their own session', () => {
    expect(joinState(session({ mentorId: ME }), ME)).toEqual({ canJoin: false, reason: 'hosting' });
  });

  it('refuses someone who already joined', () => {
    expect(joinState(session({ learnerIds: [OTHER, ME] }), ME)).toEqual({ canJoin: false, reason: 'joined' });
  });

  it('refuses a session that is in progress or completed', () => {
    expect(joinState(session({ status: 'in-progress' }), ME)).toEqual({ canJoin: false, reason: 'in-progress' });
    expect(joinState(session({ status: 'completed' }), ME)).toEqual({ canJoin: false, reason: 'completed' });
  });

  it('refuses a full session', () => {
    expect(joinState(session({ maxLearners: 1 }), ME)).toEqual({ canJoin: false, reason: 'full' });
  });

  it('names the relation before the state: hosting or joined wins over full or completed', () => {
    expect(joinState(session({ mentorId: ME, maxLearners: 1, status: 'completed' }), ME).reason).toBe('hosting');
    expect(joinState(session({ learnerIds: [ME], maxLearners: 1 }), ME).reason).toBe('joined');
    expect(joinState(session({ learnerIds: [ME], status: 'completed' }), ME).reason).toBe('joined');
  });

  it('names the state before the seats: a full completed session reads as completed', () => {
    expect(joinState(session({ maxLearners: 1, status: 'completed' }), ME).reason).toBe('completed');
  });
});
