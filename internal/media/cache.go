package media

import (
	"container/list"
	"strings"
	"sync"
)

// cache keeps recently served variants in memory, bounded in bytes, least
// recently used out first; variants never change, so nothing goes stale.
type cache struct {
	mu    sync.Mutex
	limit int64
	size  int64
	order *list.List // front: most recently used
	items map[string]*list.Element
}

type cached struct {
	key string
	v   *Variant
}

func newCache(limit int64) *cache {
	return &cache{limit: limit, order: list.New(), items: map[string]*list.Element{}}
}

func (c *cache) get(key string) (*Variant, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cached).v, true
}

// put adds v unless it alone takes more than an eighth of the cache.
func (c *cache) put(key string, v *Variant) {
	n := int64(len(v.Bytes))
	if n > c.limit/8 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[key]; ok {
		return
	}
	c.items[key] = c.order.PushFront(&cached{key, v})
	c.size += n
	for c.size > c.limit {
		e := c.order.Back()
		old := e.Value.(*cached)
		c.order.Remove(e)
		delete(c.items, old.key)
		c.size -= int64(len(old.v.Bytes))
	}
}

// drop forgets every variant of hash, so an erased photo is not served from memory.
func (c *cache) drop(hash string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for key, e := range c.items {
		if strings.HasPrefix(key, hash+"/") {
			c.order.Remove(e)
			delete(c.items, key)
			c.size -= int64(len(e.Value.(*cached).v.Bytes))
		}
	}
}
