package session

import "sync"

// worker runs a session's history calls one at a time, in the order they
// were asked for, on a goroutine of its own: a screen never waits for a
// disk or a lock.
type worker struct {
	mu      sync.Mutex
	queue   []func()
	wake    chan struct{}
	stopped bool
	idle    *sync.Cond
	busy    bool
	done    chan struct{}
}

func newWorker() *worker {
	w := &worker{wake: make(chan struct{}, 1), done: make(chan struct{})}
	w.idle = sync.NewCond(&w.mu)
	go w.run()
	return w
}

// do queues job; false when the worker has stopped.
func (w *worker) do(job func()) bool {
	w.mu.Lock()
	if w.stopped {
		w.mu.Unlock()
		return false
	}
	w.queue = append(w.queue, job)
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
	return true
}

func (w *worker) run() {
	defer close(w.done)
	for {
		w.mu.Lock()
		for len(w.queue) == 0 {
			w.busy = false
			w.idle.Broadcast()
			if w.stopped {
				w.mu.Unlock()
				return
			}
			w.mu.Unlock()
			<-w.wake
			w.mu.Lock()
		}
		job := w.queue[0]
		w.queue[0] = nil
		w.queue = w.queue[1:]
		w.busy = true
		w.mu.Unlock()
		job()
	}
}

// drain waits until every job queued so far has run.
func (w *worker) drain() {
	w.mu.Lock()
	for len(w.queue) > 0 || w.busy {
		w.idle.Wait()
	}
	w.mu.Unlock()
}

// stop lets the queued jobs run, then ends the goroutine; later jobs are
// refused.
func (w *worker) stop() {
	w.mu.Lock()
	w.stopped = true
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
}
